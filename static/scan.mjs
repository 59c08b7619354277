// Reading a QR code with the phone's rear camera (issue 48); web/scan.py drives it.
//
// open(video):          the rear camera in `video`; rejects with the browser's error name (NotAllowedError when
//                       refused, NotFoundError when there is none, "NoCamera" without the API: an insecure page).
// read(video, signal):  looks at a frame about every FRAME_MS until one holds a QR code; resolves with its text,
//                       or null once `signal` aborts or `video` leaves the page. Stops the camera either way.
// close(video):         stops the camera.
// decoder(kind):        async (image) => text or null, its .kind "native" (the browser's BarcodeDetector) or
//                       "zxing" (the vendored zxing-wasm); without a kind, the native one where this browser has it.
// `video` shows which one a scan uses (data-decoder) and how long its last frame took (data-frame-ms).
//
// zxing-wasm (zxing-cpp compiled to wasm, vendored by build.py from npm) is imported only when a scan starts in a
// browser without a BarcodeDetector that reads QR codes (iPhones, desktop Chromium on Linux and Windows,
// Firefox). Its wasm comes from beside it, never from its default CDN.

const FRAME_MS = 150;
const ZXING = "./vendor/zxing-wasm/dist/es/reader/index.js";
const ZXING_WASM = "./vendor/zxing-wasm/dist/reader/zxing_reader.wasm";

export async function open(video) {
  if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error("no camera API"), { name: "NoCamera" });
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  try {
    await video.play();
  } catch (error) {
    close(video);
    throw error;
  }
}

export function close(video) {
  for (const track of video.srcObject?.getTracks() ?? []) track.stop();
  video.srcObject = null;
}

export async function read(video, signal) {
  try {
    const decode = await decoder();
    video.dataset.decoder = decode.kind;
    while (!signal.aborted && video.isConnected) {
      const started = performance.now();
      const text = video.readyState >= video.HAVE_CURRENT_DATA ? await decode(video) : null;
      video.dataset.frameMs = (performance.now() - started).toFixed(1); // the last frame's decoding time
      if (text !== null && !signal.aborted) return text;
      await pause(Math.max(0, FRAME_MS - (performance.now() - started)), signal);
    }
    return null;
  } finally {
    close(video);
  }
}

export async function decoder(kind) {
  if (kind !== "zxing" && (await hasNativeQr())) {
    const detector = new BarcodeDetector({ formats: ["qr_code"] });
    return Object.assign(async (image) => (await detector.detect(image))[0]?.rawValue ?? null, { kind: "native" });
  }
  if (kind === "native") throw new Error("this browser's BarcodeDetector does not read QR codes");
  const zxing = await import(new URL(ZXING, import.meta.url).href);
  zxing.prepareZXingModule({
    overrides: { locateFile: () => new URL(ZXING_WASM, import.meta.url).href },
    fireImmediately: true,
  });
  const canvas = document.createElement("canvas");
  const options = { formats: ["QRCode"], maxNumberOfSymbols: 1 };
  const decode = async (image) => {
    const width = image.videoWidth ?? image.naturalWidth ?? image.width;
    const height = image.videoHeight ?? image.naturalHeight ?? image.height;
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    context.drawImage(image, 0, 0, width, height);
    const [found] = await zxing.readBarcodes(context.getImageData(0, 0, width, height), options);
    return found?.isValid ? found.text : null;
  };
  return Object.assign(decode, { kind: "zxing" });
}

async function hasNativeQr() {
  try {
    return "BarcodeDetector" in globalThis && (await BarcodeDetector.getSupportedFormats()).includes("qr_code");
  } catch {
    return false;
  }
}

function pause(ms, signal) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}
