import { useState } from 'react';
import { ACCOUNT_DATA_TEXT } from '../../../contract/account-data';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { api, call } from '../../lib/api';

/** Saves what came back under the server's file name, as a link the browser downloads. */
function save(blob: Blob, disposition: string | null) {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'sambandh-my-data.json';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download my data" (issue 24, decision 0962): GET /user/myData, saved as a file; a refusal says why. */
export function DataDownload() {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function download() {
    setBusy(true);
    setNotice(null);
    const res = await api.user.myData.$get().catch(() => null);
    if (res?.status === 200) {
      save(await res.blob(), res.headers.get('content-disposition'));
      setNotice({ tone: 'success', text: ACCOUNT_DATA_TEXT.downloaded });
    } else {
      // The refusal's envelope, read the one way every call's is.
      const failed = await call(() => (res ? Promise.resolve(res) : Promise.reject(new Error('offline'))));
      if (!failed.ok) setNotice({ tone: 'error', text: failed.error });
    }
    setBusy(false);
  }

  return (
    <div className="flex flex-col items-start gap-3">
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <Button variant="secondary" onPress={() => void download()} isDisabled={busy}>
        {busy ? ACCOUNT_DATA_TEXT.downloading : ACCOUNT_DATA_TEXT.button}
      </Button>
    </div>
  );
}
