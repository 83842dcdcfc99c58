import { Alert, Button, Group, Paper, Select, Stack, Text, Title, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { instanciasQueries } from '@/api/instancias';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { includesFolded } from '@/lib/fold-text';
import { InstanciaCard } from './components/instancia-card';
import { useInscripcionesTranslation } from './i18n';

/** Seed: a case-insensitive substring search over the descriptions (accents ignored too, as on /instancias). */
const substringFilter: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((option) => includesFolded(option.label, search));

/**
 * /inscripciones without an instancia: "Antes de continuar..." asks for the
 * instancia by name, shows the chosen one's card, and "Buscar" opens its
 * enrollees at /inscripciones/{instance}.
 */
export function InscripcionesScreen() {
  const { t } = useInscripcionesTranslation();
  const navigate = useNavigate();
  const instancias = useQuery(instanciasQueries.list());
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = instancias.data?.find((i) => String(i.id) === chosenId) ?? null;

  return (
    <Stack gap="md" maw={880} w="100%">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {t('picker.title')}
            </Title>
            <Text c="gray.7" size="sm" mt={4}>
              {t('picker.intro')}
            </Text>
          </div>
          {instancias.isPending ? (
            <PageLoader label={t('picker.loading')} />
          ) : instancias.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {t('picker.loadError')}
            </Alert>
          ) : (
            <Select
              label={t('picker.label')}
              placeholder={t('picker.placeholder')}
              searchable
              clearable
              filter={substringFilter}
              nothingFoundMessage={t('picker.nothingFound')}
              data={instancias.data.map((i) => ({ value: String(i.id), label: i.descripcion }))}
              value={chosenId}
              onChange={setChosenId}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              comboboxProps={{ withinPortal: true }}
              maxDropdownHeight={320}
            />
          )}
          {chosen && (
            <InstanciaCard
              instancia={chosen}
              actions={
                <Group justify="flex-end" mt="md">
                  <Button
                    leftSection={<IconSearch size={16} aria-hidden="true" />}
                    onClick={() => navigate(paths.staff.inscripcionesInstancia(chosen.id))}
                  >
                    {t('picker.search')}
                  </Button>
                </Group>
              }
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
