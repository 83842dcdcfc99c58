import { Alert, Anchor, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBook2, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Materia } from '../api/get-instancia';
import type { WizardMode } from '../lib/wizard-mode';
import { useAsistenciasTranslation } from '../i18n';
import classes from './attendance.module.css';

interface SubjectStepProps {
  materias: Materia[];
  selected: number | null;
  mode: WizardMode;
  onChoose: (materia: Materia) => void;
}

/** Step 1: the subjects of the instancia's career as boxes; choosing one moves on (seed 001 §2). */
export function SubjectStep({ materias, selected, mode, onChoose }: SubjectStepProps) {
  const { t } = useAsistenciasTranslation();
  if (materias.length === 0) {
    return (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden="true" />} role="status">
        <Stack gap={4}>
          <Text fw={600}>{t('subjects.empty')}</Text>
          <Anchor component={Link} to={paths.staff.carrerasAdmin} size="sm">
            {t('subjectsAdminLink')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Text>{mode.kind === 'notas' ? t('subjects.promptGrades') : t('subjects.promptAttendance')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {materias.map((materia) => {
          const isSelected = materia.id === selected;
          return (
            <UnstyledButton
              key={materia.id}
              className={classes.subject}
              aria-pressed={isSelected}
              onClick={() => onChoose(materia)}
              data-testid="materia-option"
            >
              <ThemeIcon variant={isSelected ? 'filled' : 'light'} color="green" size="lg" radius="xl" aria-hidden="true">
                {isSelected ? <IconCheck size={18} /> : <IconBook2 size={18} />}
              </ThemeIcon>
              <Text fw={500}>{materia.descripcion}</Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
