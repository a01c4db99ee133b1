import { z } from 'zod';

/** Page-view report (spec §3 "Page-view tracking payload"), milliseconds. */
export const pageViewSchema = z.object({
  pathname: z.string().min(1, 'pathname is required').max(2048).startsWith('/', 'pathname must start with /'),
  loadingTime: z.number().int().min(0).max(3_600_000),
  timeSpent: z.number().int().min(0).max(86_400_000),
});

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0, 'page must be 0 or more').max(100_000).default(1),
  limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(100, 'limit can be at most 100').default(10),
});

export const ACTIVITY_TEXT = {
  /** A caller without a session past its page views for the minute (decision 0856). */
  tooManyPageViews: (seconds: number) =>
    `Too many page views from this connection. Wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
};
