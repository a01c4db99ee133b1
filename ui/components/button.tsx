import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'dangerGhost' | 'onDark';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors cursor-pointer disabled:cursor-not-allowed disabled:opacity-60 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

/**
 * Every colour a button has, in one place: a variant's classes are the only ones that set its
 * fill, text and border colour, so no two classes fight over which one the stylesheet's order
 * lets win (the profile's Message was white on white that way, issue 22 §1). Light surfaces
 * take primary, secondary, ghost, danger or dangerGhost; a maroon band takes onDark.
 */
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-maroon-700 text-white hover:bg-maroon-800 data-[pressed]:bg-maroon-900 shadow-sm',
  secondary: 'border border-maroon-700 bg-white text-maroon-700 hover:bg-maroon-50',
  ghost: 'text-maroon-700 hover:bg-maroon-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  dangerGhost: 'text-red-800 hover:bg-red-50',
  onDark: 'border border-white text-white hover:bg-white/15',
};

/**
 * Class names of a button, for links that look like one. `extra` places and sizes it (margins,
 * alignment, padding); colours come from the variant alone (e2e/button-variants.test.ts).
 */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`;
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
}

export function Button({ variant = 'primary', className = '', ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClass(variant, className)} />;
}
