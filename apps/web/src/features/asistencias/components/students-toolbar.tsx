import { Group, Text } from '@mantine/core';
import { NumberedPagination } from '@/components/numbered-pagination';
import { useAsistenciasTranslation } from '../i18n';
import { SearchInput } from '@/components/search-input';

interface StudentsSearchProps {
  value: string;
  onChange: (value: string) => void;
  shown: number;
  total: number;
}

/** The DNI search above the students table, with how many match. */
export function StudentsSearch({ value, onChange, shown, total }: StudentsSearchProps) {
  const { t } = useAsistenciasTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <SearchInput
        label={t('students.searchLabel')}
        placeholder={t('students.searchPlaceholder')}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        w={{ base: '100%', xs: 280 }}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('students.count', { shown, total })}
      </Text>
    </Group>
  );
}

interface StudentsPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Pages of 10 students (seed 001 §9), paged like the other staff tables; nothing for a single page. */
export function StudentsPagination({ page, pageCount, onChange }: StudentsPaginationProps) {
  const { t } = useAsistenciasTranslation();
  return <NumberedPagination page={page} pageCount={pageCount} onChange={onChange} label={t('students.pagination')} />;
}
