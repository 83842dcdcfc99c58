import { Button, Group } from '@mantine/core';
import { pageWindow } from '@/components/numbered-pagination';
import { useUsuariosTranslation } from '../i18n';

interface UsersPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Seed 001 §2: "<<", "Anterior", a window of up to 10 page buttons, "Siguiente" and ">>". */
export function UsersPagination({ page, pageCount, onChange }: UsersPaginationProps) {
  const { t } = useUsuariosTranslation();
  if (pageCount <= 1) return null;
  const control = { variant: 'default', size: 'compact-md' } as const;
  return (
    <nav aria-label={t('pagination')}>
      <Group gap={6} justify="center" wrap="wrap">
        <Button {...control} aria-label={t('firstLabel')} disabled={page <= 1} onClick={() => onChange(1)}>
          {t('first')}
        </Button>
        <Button {...control} disabled={page <= 1} onClick={() => onChange(page - 1)}>
          {t('previous')}
        </Button>
        {pageWindow(page, pageCount).map((n) => (
          <Button
            key={n}
            size="compact-md"
            miw={36}
            variant={n === page ? 'filled' : 'default'}
            aria-label={t('page', { n })}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => (n === page ? undefined : onChange(n))}
          >
            {n}
          </Button>
        ))}
        <Button {...control} disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
          {t('next')}
        </Button>
        <Button {...control} aria-label={t('lastLabel')} disabled={page >= pageCount} onClick={() => onChange(pageCount)}>
          {t('last')}
        </Button>
      </Group>
    </nav>
  );
}
