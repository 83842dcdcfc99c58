import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCompleteRegisterTranslation } from '../i18n';

/**
 * The end of the wizard: everything was registered. Applicants continue to "/" (their careers).
 * `linked`: Finalizar found the persona staff had registered with this account's e-mail and
 * linked it (issue 18 §3); the applicant is told that staff's data stayed and where to look.
 */
export function WizardSuccess({ staff, linked = false }: { staff: boolean; linked?: boolean }) {
  const { t } = useCompleteRegisterTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: tell screen-reader users where they are.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden="true">
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('success.title')}
        </Title>
        <Text>{staff ? t('success.staffBody') : linked ? t('success.linkedBody') : t('success.body')}</Text>
        {!staff && (
          <Button component={Link} to={paths.home} size="md">
            {t('success.continue')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
