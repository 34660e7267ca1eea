import { describe, expect, it, vi } from 'vitest';
import { copyWhenReady, prepareButtonLabel } from './video-prepare';

describe('prepareButtonLabel', () => {
  it("reads 'Preparing...' then 'Campaign Prepared!' then the button's own label", () => {
    expect(prepareButtonLabel('idle', 'Prepare YouTube Campaign')).toBe('Prepare YouTube Campaign');
    expect(prepareButtonLabel('preparing', 'Prepare YouTube Campaign')).toBe('Preparing...');
    expect(prepareButtonLabel('prepared', 'Prepare YouTube Campaign')).toBe('Campaign Prepared!');
  });
});

describe('copyWhenReady', () => {
  it('writes the text only once ready', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    const copied = copyWhenReady('caption', ready, { writeText });
    await Promise.resolve();
    expect(writeText).not.toHaveBeenCalled();
    markReady();
    await copied;
    expect(writeText).toHaveBeenCalledWith('caption');
  });

  it('fails where there is no clipboard, and when the browser refuses', async () => {
    await expect(copyWhenReady('x', Promise.resolve(), undefined)).rejects.toThrow();
    const refuse = vi.fn(async () => {
      throw new Error('denied');
    });
    await expect(copyWhenReady('x', Promise.resolve(), { writeText: refuse })).rejects.toThrow(
      'denied',
    );
  });

  it('starts a ClipboardItem write at once where the browser has one', async () => {
    class FakeItem {
      constructor(readonly items: Record<string, Promise<Blob>>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeItem);
    try {
      const written: FakeItem[] = [];
      const write = vi.fn(async (items: FakeItem[]) => {
        written.push(...items);
      });
      const writeText = vi.fn(async () => {});
      await copyWhenReady('hello', Promise.resolve(), {
        writeText,
        write: write as unknown as Clipboard['write'],
      });
      expect(writeText).not.toHaveBeenCalled();
      const blob = await written[0]?.items['text/plain'];
      expect(await blob?.text()).toBe('hello');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back to writing the text when the ClipboardItem write is refused', async () => {
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: unknown) {}
      },
    );
    try {
      const write = vi.fn(async () => {
        throw new Error('not allowed');
      });
      const writeText = vi.fn(async (_text: string) => {});
      await copyWhenReady('hello', Promise.resolve(), {
        writeText,
        write: write as unknown as Clipboard['write'],
      });
      expect(writeText).toHaveBeenCalledWith('hello');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
