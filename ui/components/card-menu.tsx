import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { m } from '../../contract/i18n/paraglide/messages';
import { REPORT_TEXT } from '../../contract/reports';
import { overlayRoot } from '../lib/overlay-root';
import { ReportDialog } from './report-dialog';

const itemClass = 'block cursor-pointer rounded-lg px-3 py-2 text-sm text-stone-900 outline-none data-[focused]:bg-maroon-50';

/**
 * A result card's "More" menu (issue 24): what a member does less often than interest and the
 * shortlist, starting with reporting the profile, without leaving the list.
 */
export function CardMenu({ memberId, name }: { memberId: string; name: string }) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <MenuTrigger>
        <Button
          aria-label={m.matches_more_for({ name })}
          // The height of the card's other buttons (text-sm, py-2.5): the actions stay in one row.
          className="inline-flex cursor-pointer items-center justify-center rounded-full px-3 py-2.5 text-sm font-semibold text-stone-700 outline-none hover:bg-maroon-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-500 data-[pressed]:bg-maroon-100"
        >
          <span aria-hidden="true">⋯</span>
        </Button>
        <Popover UNSTABLE_portalContainer={overlayRoot()} placement="bottom end" className="w-48 rounded-xl border border-maroon-100 bg-white p-1 shadow-xl">
          <Menu aria-label={m.matches_more_for({ name })} className="outline-none">
            <MenuItem onAction={() => setReporting(true)} className={itemClass}>
              {REPORT_TEXT.reportProfile}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <ReportDialog kind="profile" targetId={memberId} isOpen={reporting} onOpenChange={setReporting} />
    </>
  );
}
