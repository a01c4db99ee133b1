import { m } from '../../contract/i18n/paraglide/messages';
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface SheetProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** Stays in view under the scrolling content (a sheet's Search button). */
  footer?: ReactNode;
}

/**
 * A phone's panel over the page (the navigation menu, the filters): modal, so focus stays
 * inside and Escape, a tap outside or Close shuts it and returns focus to what opened it.
 * It slides up from the bottom, where a thumb reaches, and never gets wider than the screen.
 */
export function Sheet({ title, isOpen, onOpenChange, children, footer }: SheetProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="fixed inset-0 z-50 flex items-end justify-center bg-stone-900/50">
      <Modal className="flex max-h-[88dvh] w-full max-w-lg flex-col rounded-t-2xl bg-white shadow-xl">
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-2">
            <Heading slot="title" className="font-display text-xl font-bold text-maroon-800">
              {title}
            </Heading>
            <Button
              slot="close"
              className="rounded-full px-3 py-2 text-sm font-semibold text-maroon-800 outline-none hover:bg-maroon-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-500"
            >
              {m.common_close()}
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-3">{children}</div>
          {footer ? <div className="border-t border-stone-200 px-4 py-3">{footer}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
