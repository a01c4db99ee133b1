import { m } from './i18n/paraglide/messages';

/**
 * Sentences only the server says (refusals and confirmations in its answers), apart from TEXT
 * (contract/texts.ts) so that the page's first script does not carry them: /login's JavaScript
 * has a budget (decision 0012). Those quoted by the specification are copied exactly. Getters and
 * functions: each is read when said, in the caller's language (decision 0963).
 */
export const SERVER_TEXT = {
  get storageFull() { return m.server_storage_full(); },
  get invalidCredentials() { return m.server_invalid_credentials(); },
  tooManyAttempts: (minutes: number) => m.server_too_many_attempts({ minutes }),
  // Said to an address that has failed for an e-mail many others are failing for too (decision 0855).
  accountBeingGuessed: (seconds: number) => m.server_account_being_guessed({ seconds }),
  get accountBlocked() { return m.server_account_blocked(); },
  get underAge() { return m.server_under_age(); },
  // The same words whether or not the address already had an account (decision 0009).
  get registered() { return m.server_registered(); },
  get verificationSent() { return m.server_verification_sent(); },
  get resetSent() { return m.server_reset_sent(); },
  get emailVerified() { return m.server_email_verified(); },
  // The registration page's e-mail code (issue 22 §2, decision 0930).
  get emailCodeWrong() { return m.server_email_code_wrong(); },
  tooManyWrongCodes: (minutes: number) => m.server_too_many_wrong_codes({ minutes }),
  codeBeingGuessed: (seconds: number) => m.server_code_being_guessed({ seconds }),
  get passwordChanged() { return m.server_password_changed_sign_in(); },
  get wrongCurrentPassword() { return m.server_wrong_current_password(); },
  get signInRequired() { return m.server_sign_in_required(); },
  get adminOnly() { return m.server_admin_only(); },
  get notYours() { return m.server_not_yours(); },
  get notWhileActingAsMember() { return m.server_not_while_acting_as_member(); },
  get queryReceived() { return m.server_query_received(); },
  get captchaFailed() { return m.server_captcha_failed(); },
};
