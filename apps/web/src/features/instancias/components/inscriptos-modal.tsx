import { Button, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronRight, IconListDetails, IconUserPlus, IconUserSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { InstanciaRow } from '@/api/instancias';
import { useLastDefined } from '../lib/use-last-defined';
import { useInstanciasTranslation } from '../i18n';
import { ExistingPersonEnrol } from './existing-person-enrol';
import classes from './inscriptos-modal.module.css';

/**
 * The Inscriptos modal of the instancias list (seed 001 §2): enrol an existing
 * person (search by document number), enrol a new person (the registration
 * wizard in staff mode, on its own page) or see every enrollee.
 */
export function InscriptosModal({ instancia, onClose }: { instancia: InstanciaRow | null; onClose: () => void }) {
  const { t } = useInstanciasTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const shown = useLastDefined(instancia);
  const [view, setView] = useState<'menu' | 'existing'>('menu');
  const [forId, setForId] = useState<number | null>(null);
  const [returned, setReturned] = useState(false);
  if (instancia && instancia.id !== forId) {
    setForId(instancia.id);
    setView('menu');
    setReturned(false);
  }

  // Back from the search, the keyboard continues on the option it came from.
  const existingOption = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (returned && view === 'menu') existingOption.current?.focus();
  }, [returned, view]);

  const close = () => {
    setForId(null);
    onClose();
  };

  return (
    <Modal
      opened={instancia !== null}
      onClose={close}
      title={view === 'existing' ? t('inscriptos.existing') : t('inscriptos.title')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('closeWindow') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
    >
      {shown && (
        <Stack gap="md">
          <Text fw={600}>{shown.descripcion}</Text>
          {view === 'menu' ? (
            <>
              <Text size="sm" c="gray.7">
                {t('inscriptos.intro')}
              </Text>
              <Stack gap="sm">
                <Option
                  ref={existingOption}
                  icon={<IconUserSearch size={22} />}
                  title={t('inscriptos.existing')}
                  hint={t('inscriptos.existingHint')}
                  onClick={() => setView('existing')}
                />
                <Option
                  icon={<IconUserPlus size={22} />}
                  title={t('inscriptos.newPerson')}
                  hint={t('inscriptos.newPersonHint')}
                  to={paths.staff.inscribirPersonaNueva(shown.id)}
                />
                <Option
                  icon={<IconListDetails size={22} />}
                  title={t('inscriptos.viewAll')}
                  hint={t('inscriptos.viewAllHint')}
                  to={paths.staff.inscripcionesInstancia(shown.id)}
                />
              </Stack>
              <Button variant="default" onClick={close} style={{ alignSelf: 'flex-end' }}>
                {t('inscriptos.close')}
              </Button>
            </>
          ) : (
            <ExistingPersonEnrol
              instancia={shown}
              onBack={() => {
                setReturned(true);
                setView('menu');
              }}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}

interface OptionProps {
  icon: ReactNode;
  title: string;
  hint: string;
  onClick?: () => void;
  to?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** One of the three choices: a large target with its explanation, a button or a link. */
function Option({ icon, title, hint, onClick, to, ref }: OptionProps) {
  const content = (
    <>
      <span className={classes.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={classes.text}>
        <Text component="span" fw={600} display="block">
          {title}
        </Text>
        <Text component="span" size="sm" c="gray.7" display="block">
          {hint}
        </Text>
      </span>
      <IconChevronRight size={18} aria-hidden="true" className={classes.chevron} />
    </>
  );
  return to ? (
    <UnstyledButton component={Link} to={to} className={classes.option}>
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton ref={ref} onClick={onClick} className={classes.option}>
      {content}
    </UnstyledButton>
  );
}
