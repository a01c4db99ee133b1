import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DropdownPanelProps {
  /** Accessible name of the toggle button (e.g. "Notifications, 3 unread"). */
  buttonLabel: string;
  /** What the button shows (an icon and a badge). */
  buttonContent: ReactNode;
  /** Accessible name of the panel. */
  panelLabel: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A header dropdown (spec §2): the button opens and closes it, a click outside or Escape
 * closes it. Non-modal on purpose, so the rest of the header stays usable while it is open.
 */
export function DropdownPanel({ buttonLabel, buttonContent, panelLabel, isOpen, onOpenChange, children }: DropdownPanelProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) onOpenChange(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onOpenChange(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, onOpenChange]);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={buttonLabel}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => onOpenChange(!isOpen)}
        className={`relative rounded-full p-2 text-maroon-800 hover:bg-maroon-50 ${isOpen ? 'bg-maroon-100' : ''}`}
      >
        {buttonContent}
      </button>
      {isOpen ? (
        <div
          id={panelId}
          role="dialog"
          aria-label={panelLabel}
          className="fixed inset-x-2 top-[5.5rem] z-50 rounded-xl border border-maroon-100 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-[22rem]"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
