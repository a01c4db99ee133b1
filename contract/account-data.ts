/** Downloading one's data (issue 24 "Duties of the site", docs/decisions/0962); shared by worker/account-data and the Settings card. */
export const ACCOUNT_DATA_TEXT = {
  title: 'Download my data',
  intro: 'One file with your profile, photos, family list, messages and letters, requests and payments. Keep it safe: it holds your private details.',
  button: 'Download my data',
  downloading: 'Preparing your file…',
  downloaded: 'Your data is downloaded. Look for it in your browser’s downloads.',
  onceAnHour: 'You downloaded your data less than an hour ago. You can download it again an hour after that.',
} as const;
