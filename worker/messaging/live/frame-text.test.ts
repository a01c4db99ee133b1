import { describe, expect, it } from 'vitest';
import { frameText } from './node-socket';

/** ws's RawData may be a Buffer, a fragmented message's Buffers or an ArrayBuffer. */
describe('frameText reads a text frame', () => {
  it('from a Buffer', () => {
    expect(frameText(Buffer.from('{"type":"ping"}'))).toBe('{"type":"ping"}');
  });
  it('from the Buffers of a fragmented message, without commas between them', () => {
    expect(frameText([Buffer.from('{"type":'), Buffer.from('"ping"}')])).toBe('{"type":"ping"}');
  });
  it('from an ArrayBuffer, not as "[object ArrayBuffer]"', () => {
    expect(frameText(new TextEncoder().encode('ping').buffer)).toBe('ping');
  });
});
