import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface WizardDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** false: the dialog can only be left through its own button. */
  dismissible?: boolean;
  size?: string;
  /** After the closing transition: where focus should go instead of back to what had it before (often <body>). */
  onExited?: () => void;
}

/**
 * A centred modal whose header is a plain div: Mantine's default <header> sits
 * outside <main> (portal) and would count as a second page banner for
 * assistive technology. Titled by its heading, described by its body.
 */
export function WizardDialog({ opened, onClose, title, children, dismissible = true, size = 'lg', onExited }: WizardDialogProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      centered
      size={size}
      closeOnClickOutside={dismissible}
      closeOnEscape={dismissible}
      returnFocus={onExited === undefined}
      onExitTransitionEnd={onExited}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title component="h2" fw={700} fz="lg">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
