import { Title } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import classes from './dialog.module.css';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}

// A modal dialog on the native <dialog> element: the browser traps focus, closes on Escape and
// restores focus, without shipping a modal library in the first load.
export function Dialog({ opened, onClose, title, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (opened && !dialog?.open) dialog?.showModal();
    if (!opened && dialog?.open) dialog.close();
  }, [opened]);

  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the <dialog> itself.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {opened && (
        <div className={classes.body}>
          <Title order={2} fz="lg" id={titleId} mb="md">
            {title}
          </Title>
          {children}
        </div>
      )}
    </dialog>
  );
}
