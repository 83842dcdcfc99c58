import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Seed 001 §9: the page-number buttons show a window of at most 10 pages. */
export const PAGE_WINDOW = 10;

/** The pages whose buttons show: up to `size` consecutive pages, the current one kept near the middle. */
export function pageWindow(page: number, pageCount: number, size = PAGE_WINDOW): number[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(1, Math.min(current - Math.floor((size - 1) / 2), pageCount - size + 1));
  const end = Math.min(pageCount, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

interface NumberedPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Páginas de instancias". */
  label: string;
  disabled?: boolean;
}

/**
 * "Anterior", numbered page buttons (a window of up to 10) and "Siguiente",
 * as the seed's staff tables page. Renders nothing for a single page.
 */
export function NumberedPagination({ page, pageCount, onChange, label, disabled }: NumberedPaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount);

  return (
    <nav aria-label={label}>
      <Group gap={6} justify="center" wrap="wrap">
        <Button
          variant="default"
          size="compact-md"
          leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
          disabled={disabled || page <= 1}
          onClick={() => onChange(page - 1)}
        >
          {t('pagination.previous')}
        </Button>
        {pages.map((n) => (
          <Button
            key={n}
            size="compact-md"
            miw={36}
            variant={n === page ? 'filled' : 'default'}
            aria-label={t('pagination.page', { n })}
            aria-current={n === page ? 'page' : undefined}
            disabled={disabled}
            onClick={() => (n === page ? undefined : onChange(n))}
          >
            {n}
          </Button>
        ))}
        <Button
          variant="default"
          size="compact-md"
          rightSection={<IconChevronRight size={16} aria-hidden="true" />}
          disabled={disabled || page >= pageCount}
          onClick={() => onChange(page + 1)}
        >
          {t('pagination.next')}
        </Button>
      </Group>
    </nav>
  );
}
