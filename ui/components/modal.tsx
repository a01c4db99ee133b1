import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';

export interface ModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** A static modal closes only through its own buttons: no Escape, no backdrop click. */
  isStatic?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

export function Modal({ title, isOpen, onOpenChange, isStatic = false, role = 'dialog', children }: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isStatic}
      isKeyboardDismissDisabled={isStatic}
      className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900/50 p-4"
    >
      <AriaModal className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <Dialog role={role} className="outline-none">
          <Heading slot="title" className="font-display text-xl font-bold text-maroon-800">
            {title}
          </Heading>
          <div className="mt-3">{children}</div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
