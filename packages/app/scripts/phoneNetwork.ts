/**
 * Networks that are not loopback: Chromium's own emulation (CDP Network.emulateNetworkConditions)
 * on a page, as a member's phone meets them. Loopback answers a 1 MB segment in a few ms, so a
 * player tested there never shows how it adapts, buffers or recovers.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface NetworkProfile {
  name: string;
  /** Round trip added to every request, ms. */
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

/** A good 4G cell: about 9 Mbit/s down, 60 ms. */
export const FAST_4G: NetworkProfile = { name: 'fast 4G', latencyMs: 60, downloadKbps: 9000, uploadKbps: 3000 };
/** A poor cell: about 1.6 Mbit/s down, 300 ms (Lighthouse's "slow 4G"). */
export const SLOW: NetworkProfile = { name: 'slow', latencyMs: 300, downloadKbps: 1600, uploadKbps: 750 };
/** Fast 4G that drops for a while as the member plays (a tunnel, a lift): see `dropFor`. */
export const FLAKY: NetworkProfile = { ...FAST_4G, name: 'flaky' };
/** How long the flaky network is gone. */
export const DROP_MS = 5000;

export const NETWORKS = [FAST_4G, SLOW, FLAKY] as const;

const kbpsToBytes = (kbps: number) => (kbps * 1000) / 8;

/** A page whose network is one of the profiles; `set` switches it, `drop` takes it away for a while. */
export class EmulatedNetwork {
  private constructor(private readonly cdp: CDPSession) {}

  static async on(page: Page, profile: NetworkProfile): Promise<EmulatedNetwork> {
    const network = new EmulatedNetwork(await page.context().newCDPSession(page));
    await network.cdp.send('Network.enable');
    await network.set(profile);
    return network;
  }

  async set(profile: NetworkProfile): Promise<void> {
    await this.cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: kbpsToBytes(profile.downloadKbps),
      uploadThroughput: kbpsToBytes(profile.uploadKbps),
    });
  }

  /** Offline (navigator.onLine turns false, requests fail) until `restore` is called. */
  async offline(): Promise<void> {
    await this.cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  }

  async detach(): Promise<void> {
    await this.cdp.detach().catch(() => undefined);
  }
}
