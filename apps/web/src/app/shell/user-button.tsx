import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import type { UserInfo } from '@ingreso/shared';
import classes from './user-button.module.css';
import { intentHandlers } from '@/lib/intent';
import { useShellTranslation } from './i18n';

export function initialOf(name: string | null | undefined): string {
  const first = (name ?? '').trim().charAt(0);
  return first ? first.toLocaleUpperCase() : '?';
}

interface UserButtonProps {
  user: UserInfo | null;
  expanded: boolean;
  onClick: () => void;
  /** The pointer is over the button, a finger touches it or it gets focus: the panel's code may load. */
  onIntent?: () => void;
  /**
   * From which width "Hola, <name>" shows beside the avatar ('sm' by default). The staff
   * header, with its long menu, shows it only from 'xl', so the menu and the logo keep their room.
   */
  greetingFrom?: 'sm' | 'xl';
}

/** "Hola, <name>" with the first letter as avatar; opens the Mi Perfil panel. */
export function UserButton({ user, expanded, onClick, onIntent, greetingFrom = 'sm' }: UserButtonProps) {
  const { t } = useShellTranslation();
  const name = user?.name ?? '';
  return (
    <UnstyledButton
      className={classes.button}
      onClick={onClick}
      {...(onIntent ? intentHandlers(onIntent) : {})}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-label={`${t('greeting')}, ${name}. ${t('openProfile')}`}
      data-testid="user-menu"
    >
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="gray.7" visibleFrom={greetingFrom} component="span">
          {t('greeting')},
        </Text>
        <Text size="sm" fw={700} visibleFrom={greetingFrom} component="span" maw={180} truncate="end">
          {name}
        </Text>
        <Avatar color="green" variant="filled" radius="md" size={36} aria-hidden="true" data-testid="user-avatar">
          {initialOf(name)}
        </Avatar>
      </Group>
    </UnstyledButton>
  );
}
