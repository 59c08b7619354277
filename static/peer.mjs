/**
 * One WebRTC data channel between the host's device and a phone at the table, with no server (issue 48).
 *
 * The browser's own RTCPeerConnection, not a library: what is needed is one ordered channel, no
 * STUN/TURN (local network only) and one description passed by hand, which is a few calls. simple-peer
 * (the usual wrapper, 9.11.1) brings Node's stream, buffer and randombytes shims for a browser that has
 * them all, and is built around trickled signals; here the whole description must be ready at once (no
 * trickle), because it travels once, as a QR code or a pasted text (web/signaling.py shortens it,
 * web/peer.py drives this module).
 *
 *   host:  const {link, description} = await offer();   // one per phone seat
 *          ...the guest's answer comes back by hand...  await link.accept(answerDescription);
 *   guest: const {link, description} = await answer(offerDescription);
 *   both:  link.onopen = () => …; link.onmessage = (text) => …; link.onclose = () => …;
 *          link.send(text); link.open; link.close();
 *
 * `onclose` fires once, whatever ended the link: the channel closing (the other page reloaded, was
 * closed or called close(): a page going away closes its links, so the other side hears it at once),
 * the connection failing, a connection `disconnected` for longer than DISCONNECTED_MS (a phone that
 * dropped off the Wi-Fi, or whose page died), or this side's close().
 */

const CONFIG = { iceServers: [] };
/** Both sides make the same channel (negotiated, id 0), so a guest needs no `datachannel` event. */
const CHANNEL = { ordered: true, negotiated: true, id: 0 };
/** ICE says `disconnected` after a few seconds without replies and may recover; past this, the seat is gone. */
export const DISCONNECTED_MS = 5000;
/** Gathering host candidates takes milliseconds; a description is returned with what came by then. */
const GATHER_MS = 5000;

/** The host's side: a new link and its offer, `{type: "offer", sdp}`. */
export async function offer() {
  const link = new Link(new RTCPeerConnection(CONFIG));
  await link.describe();
  return { link, description: link.description() };
}

/** The guest's side: a link answering `offerDescription`, and its answer, `{type: "answer", sdp}`. */
export async function answer(offerDescription) {
  const link = new Link(new RTCPeerConnection(CONFIG));
  link.accepted = performance.now();
  await link.pc.setRemoteDescription(offerDescription);
  await link.describe();
  return { link, description: link.description() };
}

/** A data channel carrying text both ways; see the module's comment for the callbacks. */
export class Link {
  constructor(pc) {
    this.pc = pc;
    this.channel = pc.createDataChannel("game", CHANNEL);
    this.onopen = () => {};
    this.onmessage = () => {};
    this.onclose = () => {};
    this.ended = false;
    /** performance.now() when the remote description was set; `openedMs` is the time from it to open. */
    this.accepted = null;
    this.openedMs = null;
    this.lost = null;
    this.channel.onopen = () => {
      if (this.accepted !== null) this.openedMs = performance.now() - this.accepted;
      this.onopen();
    };
    this.channel.onmessage = (event) => this.onmessage(event.data);
    this.channel.onclose = () => this.end();
    pc.onconnectionstatechange = () => this.watch(pc.connectionState);
    // A closed tab says goodbye (the other side hears it at once) instead of going silent for seconds
    this.leave = () => this.end();
    addEventListener("pagehide", this.leave);
  }

  /** The host's side: connect to the guest's answer. */
  async accept(answerDescription) {
    this.accepted = performance.now();
    await this.pc.setRemoteDescription(answerDescription);
  }

  get open() {
    return !this.ended && this.channel.readyState === "open";
  }

  send(text) {
    if (!this.open) throw new Error("This link is not open.");
    this.channel.send(text);
  }

  /** Close the link; `onclose` fires (once) here too. */
  close() {
    this.end();
  }

  /** Set the local description and wait for every candidate: the description travels once, whole. */
  async describe() {
    const pc = this.pc;
    const done = new Promise((resolve) => {
      const check = () => pc.iceGatheringState === "complete" && resolve();
      pc.addEventListener("icegatheringstatechange", check);
      setTimeout(resolve, GATHER_MS);
      check();
    });
    await pc.setLocalDescription();
    await done;
  }

  description() {
    return this.pc.localDescription.toJSON();
  }

  watch(state) {
    clearTimeout(this.lost);
    if (state === "failed" || state === "closed") this.end();
    else if (state === "disconnected") this.lost = setTimeout(() => this.end(), DISCONNECTED_MS);
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.lost);
    removeEventListener("pagehide", this.leave);
    this.channel.close();
    this.pc.close();
    this.onclose();
  }
}
