import { describe, expect, it } from 'vitest';
import { createAdminSchema } from './admin/admins';
import { adminListQuerySchema } from './admin/list-query';
import { planFormSchema } from './admin/plans';
import { registrationSchema } from './auth';
import { familyMemberBodySchema } from './family';
import { sendMailSchema, sendMessageSchema } from './messaging';
import { contactDetailsSchema, horoscopeSchema } from './profile';
import { visitorQuerySchema } from './reference';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from './text-rules';
import type { z } from 'zod';

/** The field's messages when `value` is put in it (other fields may fail too; only this one is read). */
const messagesOf = (schema: z.ZodType, field: string, value: string) => {
  const r = schema.safeParse({ [field]: value });
  return r.success ? [] : r.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
};

describe('single-line fields', () => {
  const cases: [string, z.ZodType, string][] = [
    ['sign-up name', registrationSchema, 'name'],
    ['administrator name', createAdminSchema, 'name'],
    ['contact person', contactDetailsSchema, 'contactPerson'],
    ['relationship (an optional text)', contactDetailsSchema, 'relationship'],
    ['place of birth', horoscopeSchema, 'placeOfBirth'],
    ['family member name', familyMemberBodySchema, 'name'],
    ['letter subject', sendMailSchema, 'subject'],
    ['contact form name', visitorQuerySchema, 'name'],
    ['contact form subject', visitorQuerySchema, 'subject'],
    ['plan name', planFormSchema, 'planName'],
    ['admin list search', adminListQuerySchema(['name'], { key: 'name', direction: 'asc' }), 'search'],
  ];
  it.each(cases)('%s refuses line breaks and other control characters', (_, schema, field) => {
    for (const bad of ['Asha\r\nBcc: x@y.example', 'Asha\nKulkarni', 'Asha\u0000Kulkarni', 'Asha\u2028Kulkarni']) {
      expect(messagesOf(schema, field, bad), JSON.stringify(bad)).toContain(SINGLE_LINE_TEXT);
    }
    expect(messagesOf(schema, field, 'Asha Kulkarni-Deshpande')).not.toContain(SINGLE_LINE_TEXT);
  });
});

describe('text written in lines', () => {
  it('keeps line breaks and tabs, and refuses other control characters', () => {
    expect(messagesOf(sendMessageSchema, 'text', 'Namaste,\r\n\tsee you soon')).toEqual([]);
    expect(messagesOf(sendMessageSchema, 'text', 'Namaste\u001b[2J')).toEqual([MULTI_LINE_TEXT]);
    expect(messagesOf(visitorQuerySchema, 'message', 'Line one of my question\nLine two')).toEqual([]);
  });
});
