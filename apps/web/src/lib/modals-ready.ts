let markReady: () => void = () => undefined;

/**
 * Resolves once the lazily loaded ModalsProvider listens (app/providers.tsx). Confirm dialogs reach
 * it through a window event, so one asked for before it mounted (a quick click on a freshly loaded
 * page) would be lost; `openConfirmModal` waits for this instead. No Mantine import here: the first
 * script carries this file.
 */
export const modalsReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export const markModalsReady = () => markReady();
