import { useRef, type KeyboardEvent } from 'react';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import { MESSAGE_MAX_LENGTH, MESSAGING_TEXT } from '../../../contract/messaging';
import { Button } from '../../components/button';
import { fieldInputClass } from '../../components/text-field';
import { m } from '../../../contract/i18n/paraglide/messages';
import { formatCount } from '../../lib/format';

export interface ComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Returns once the page has taken the message (checked, and held as sending) or refused it. */
  onSend: () => void;
  error: string | null;
  partnerName: string;
}

/**
 * The thread's composer: Enter sends, Shift+Enter starts a new line, the count shows how much
 * of 2,000 is used. The text stays in the field whenever a send is refused.
 */
export function Composer({ text, onTextChange, onSend, error, partnerName }: ComposerProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const send = () => {
    onSend();
    field.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character (Hindi, Tamil… keyboards use Enter there).
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };
  const over = text.length > MESSAGE_MAX_LENGTH;
  return (
    <form
      className="flex items-end gap-2 border-t border-maroon-100 bg-white p-2 sm:p-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <TextField value={text} onChange={onTextChange} isInvalid={!!error} validationBehavior="aria" className="flex min-w-0 flex-1 flex-col gap-1">
        <Label className="sr-only">{m.messaging_composer_label({ name: partnerName })}</Label>
        <TextArea
          ref={field}
          rows={2}
          onKeyDown={onKeyDown}
          placeholder={m.messaging_composer_placeholder()}
          className={`${fieldInputClass} max-h-40 resize-none`}
        />
        <div className="flex flex-wrap justify-between gap-x-3 text-xs">
          <FieldError className="text-sm text-red-700">{error}</FieldError>
          <Text slot="description" className={`ml-auto ${over ? 'font-semibold text-red-700' : 'text-stone-600'}`}>
            {m.messaging_composer_count({ count: formatCount(text.length), max: formatCount(MESSAGE_MAX_LENGTH) })}
          </Text>
        </div>
      </TextField>
      <Button type="submit" className="mb-6 shrink-0">
        {MESSAGING_TEXT.send}
      </Button>
    </form>
  );
}
