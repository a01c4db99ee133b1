/**
 * The profile id every member gets at registration (issue 22 §2, decision 0931): 'SB' and eight
 * random digits, like the demo members' SB100001 but not counted up, so ids say nothing about
 * how many members there are or who joined when. The column's UNIQUE index decides between
 * members who draw the same id; the writer draws again (`withFreshProfileId`). Members change
 * it later with updateUniqueId.
 */
export function newProfileId(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return `SB${String(n! % 100_000_000).padStart(8, '0')}`;
}

const TRIES = 5;

/**
 * Runs `write` with a fresh profile id, again with another while the id was taken. With 10^8 ids
 * a second draw is rare and a fifth all but impossible; past that the error stands.
 */
export async function withFreshProfileId(write: (profileId: string) => Promise<void>, draw: () => string = newProfileId): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(draw());
    } catch (e) {
      if (attempt >= TRIES || !String(e).includes('member_profiles.unique_id')) throw e;
    }
  }
}
