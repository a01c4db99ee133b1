import type { R2Bucket } from '@cloudflare/workers-types';
import type { AppDeps } from '../deps';
import { PICTURE_NAME } from '../../contract/pictures';

/**
 * Where picture bytes live, behind one interface: files on disk under the Node entry, an R2
 * bucket under Workers. Names are the generated ones (contract PICTURE_NAME); anything else is
 * refused here too, so no name can reach outside the store.
 */
export interface StoredPicture {
  bytes: Uint8Array;
  contentType: string;
}

export interface PictureStore {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(name: string): Promise<StoredPicture | null>;
  delete(name: string): Promise<void>;
}

/** What AppDeps gains with this domain: `pictures: PictureStore`. */
export interface PictureDeps {
  pictures: PictureStore;
}

/** The picture store of the running app. */
export function picturesOf(deps: AppDeps): PictureStore {
  const store = (deps as AppDeps & Partial<PictureDeps>).pictures;
  if (!store) throw new Error('No picture store: the entry must put `pictures` (a PictureStore) into AppDeps.');
  return store;
}

function checkedName(name: string): string {
  if (!PICTURE_NAME.test(name)) throw new Error(`Not a picture name: ${JSON.stringify(name)}`);
  return name;
}

const TYPE_OF_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Writes a whole file; a test passes one that fails as a full disk does. */
type WriteFile = (file: string, bytes: Uint8Array) => Promise<void>;

/**
 * Node: one file per picture in `dir` (default `data/pictures`); the type follows from the
 * generated extension. `node:fs` is loaded on first use so the Workers bundle never needs it.
 */
export function diskPictureStore(dir: string, write?: WriteFile): PictureStore {
  const fs = () => import('node:fs/promises');
  const pathOf = async (name: string) => (await import('node:path')).join(dir, checkedName(name));
  let made: Promise<unknown> | null = null;
  return {
    async put(name, bytes) {
      const file = await pathOf(name);
      const { mkdir, writeFile, rename, rm } = await fs();
      await (made ??= mkdir(dir, { recursive: true }));
      // Written whole, then renamed: a reader never sees half a picture. A write that fails (a
      // full disk) removes its half at once: left for the sweep, it would keep the disk full.
      try {
        await (write ?? writeFile)(`${file}.part`, bytes);
      } catch (err) {
        await rm(`${file}.part`, { force: true });
        throw err;
      }
      await rename(`${file}.part`, file);
    },
    async get(name) {
      if (!PICTURE_NAME.test(name)) return null;
      try {
        const bytes = await (await fs()).readFile(await pathOf(name));
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: TYPE_OF_EXTENSION[name.split('.').pop()!]! };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(name) {
      await (await fs()).rm(await pathOf(name), { force: true });
    },
  };
}

/** Workers: the R2 bucket bound as `PICTURES`. */
export function r2PictureStore(bucket: R2Bucket): PictureStore {
  return {
    async put(name, bytes, contentType) {
      await bucket.put(checkedName(name), bytes, { httpMetadata: { contentType } });
    },
    async get(name) {
      if (!PICTURE_NAME.test(name)) return null;
      const object = await bucket.get(name);
      if (!object) return null;
      return { bytes: new Uint8Array(await object.arrayBuffer()), contentType: object.httpMetadata?.contentType ?? TYPE_OF_EXTENSION[name.split('.').pop()!]! };
    },
    async delete(name) {
      await bucket.delete(checkedName(name));
    },
  };
}

/** Tests and tools: a store in memory. */
export function memoryPictureStore(): PictureStore & { names(): string[] } {
  const files = new Map<string, StoredPicture>();
  return {
    async put(name, bytes, contentType) {
      files.set(checkedName(name), { bytes: bytes.slice(), contentType });
    },
    async get(name) {
      return files.get(name) ?? null;
    },
    async delete(name) {
      files.delete(name);
    },
    names: () => [...files.keys()],
  };
}
