/**
 * The boot script of a server-rendered page (server plugins/app-boot.ts) and the app it starts
 * (client main.tsx) meet on these names: the script's element, and the event it sends from that
 * element once it has added every module preload of the page.
 */
export const APP_BOOT_ID = 'app-boot';
export const MODULES_PRELOADED_EVENT = 'modules-preloaded';
