import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMoodEmpty } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAsistenciasTranslation } from '../i18n';

/** Seed 001 §2, §8: an instancia without approved enrollees has nobody to load. */
export function NoStudentsCard() {
  const { t } = useAsistenciasTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" data-testid="no-students">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon color="yellow" variant="light" size={64} radius="xl" aria-hidden="true">
          <IconMoodEmpty size={38} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('noStudentsTitle')}
        </Title>
        <Text>{t('noStudents')}</Text>
        <Button component={Link} to={paths.staff.instancias} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
          {t('back')}
        </Button>
      </Stack>
    </Paper>
  );
}
