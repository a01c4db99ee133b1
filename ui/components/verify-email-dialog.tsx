import { useAtom, useAtomValue } from 'jotai';
import { TEXT } from '../../contract/texts';
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
    <Modal title="Verify your e-mail address" isOpen={isOpen} onOpenChange={setOpen}>
      <div className="flex flex-col gap-4 text-stone-800">
        <p>{TEXT.emailNotVerified}</p>
        {email ? (
          <p className="text-sm">
            The link went to <strong className="break-all">{email}</strong>. Open it, then try again.
          </p>
        ) : null}
        <ResendOwnLink />
        <div className="flex justify-end">
          <Button variant="secondary" onPress={() => setOpen(false)}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}
