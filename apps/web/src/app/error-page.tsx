import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';

/** /error/404: "Oops!" and the seed's not-found sentence, with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('errorPage.title'));
  return (
    <Stack align="center" gap="md" py={48} ta="center" maw={560} mx="auto">
      <Text fz={72} fw={900} c="green.8" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1}>{t('errorPage.title')}</Title>
      <Text size="lg" c="gray.7">
        {t('errorPage.notFound')}
      </Text>
      <Button component={Link} to={paths.home} leftSection={<IconHome size={18} aria-hidden="true" />}>
        {t('errorPage.home')}
      </Button>
    </Stack>
  );
}
