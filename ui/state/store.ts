import { createStore } from 'jotai';

/**
 * The one jotai store of the app. The router reads it in `beforeLoad` guards and the API
 * client reads the token from it, outside React.
 */
export const appStore = createStore();
export type AppStore = typeof appStore;
