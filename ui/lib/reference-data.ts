import type { ReferenceData } from '../../contract/reference';
import { api, call } from './api';

function looksLikeReferenceData(value: unknown): value is ReferenceData {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return Array.isArray(v.religions) && Array.isArray(v.motherTongues);
}

/** The reference data the server embedded in the HTML shell, if it is there and sound. */
function readEmbedded(): ReferenceData | null {
  const text = document.getElementById('app-data')?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return looksLikeReferenceData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Embedded data first (no round trip), else `GET /app/getData`; null means 'Server Error'. */
export async function loadReferenceData(): Promise<ReferenceData | null> {
  const embedded = readEmbedded();
  if (embedded) return embedded;
  const res = await call(() => api.app.getData.$get());
  if (!res.ok) return null;
  const data: unknown = res.body.data;
  return looksLikeReferenceData(data) ? data : null;
}
