import type { Ad } from '../../../contract/reference';

/**
 * House ads shown until admins add their own (/admin/ads). Plain HTML with inline styles
 * only; like every ad it renders in a sandboxed frame (ui/components/ad-frame.tsx, decision 0813).
 */
export const ADS: Ad[] = [
  {
    _id: 'house-membership',
    position: 'right',
    htmlContent:
      '<a href="/membership" style="display:block;padding:16px;border-radius:12px;background:#fdf2f8;color:#831843;text-decoration:none;font-family:inherit">' +
      '<strong style="display:block;font-size:1.05em">Meet your match sooner</strong>' +
      '<span style="display:block;margin-top:4px">Chat, see who viewed you and view contact numbers with a Gold or Platinum plan.</span>' +
      '<span style="display:inline-block;margin-top:8px;font-weight:600">See plans &rarr;</span></a>',
  },
  {
    _id: 'house-family-tree',
    position: 'middle',
    htmlContent:
      '<a href="/familyMember" style="display:block;padding:16px;border-radius:12px;background:#ecfdf5;color:#064e3b;text-decoration:none;font-family:inherit">' +
      '<strong style="display:block;font-size:1.05em">Your family tree makes better matches</strong>' +
      '<span style="display:block;margin-top:4px">Add your parents, grandparents and uncles: family finding leaves out relatives and suggests families you may know.</span>' +
      '<span style="display:inline-block;margin-top:8px;font-weight:600">Add family members &rarr;</span></a>',
  },
  {
    _id: 'house-horoscope',
    position: 'middle',
    htmlContent:
      '<a href="/profile" style="display:block;padding:16px;border-radius:12px;background:#fffbeb;color:#78350f;text-decoration:none;font-family:inherit">' +
      '<strong style="display:block;font-size:1.05em">Add your horoscope</strong>' +
      '<span style="display:block;margin-top:4px">Members who add their nakshatra and charan get a Guna Milan score with every match.</span>' +
      '<span style="display:inline-block;margin-top:8px;font-weight:600">Complete your profile &rarr;</span></a>',
  },
];
