import { useAtom, useAtomValue } from 'jotai';
import { m } from '../../contract/i18n/paraglide/messages';
import { sessionAtom } from '../state/session';
import { verifyEmailPromptAtom } from '../state/alerts';
import { Button } from './button';
import { Modal } from './modal';
import { ResendOwnLink } from './resend-verification';

/**
 * Why an interest, request, message, letter or comment was not sent, and the way on: one dialog
 * for every button, opened when the server refuses for an unverified e-mail (decision 0880).
 */
export function VerifyEmailDialog() {
  const [isOpen, setOpen] = useAtom(verifyEmailPromptAtom);
  const email = useAtomValue(sessionAtom)?.userData.email;
  return (
    <Modal title={m.auth_verify_dialog_title()} isOpen={isOpen} onOpenChange={setOpen}>
      <div className="flex flex-col gap-4 text-stone-800">
        <p>{m.auth_verify_dialog_not_verified()}</p>
        {email ? (
          <p className="text-sm">
            {m.auth_verify_dialog_sent_before()} <strong className="break-all">{email}</strong>
            {m.auth_verify_dialog_sent_after()}
          </p>
        ) : null}
        <ResendOwnLink />
        <div className="flex justify-end">
          <Button variant="secondary" onPress={() => setOpen(false)}>
            {m.auth_close()}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
