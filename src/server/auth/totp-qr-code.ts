import 'server-only';
import { correction, generate } from 'lean-qr';
import { toSvgDataURL } from 'lean-qr/extras/svg';

/**
 * The otpauth:// address as a QR code, drawn on the server as an SVG data URL (an <img> the
 * page's CSP allows), so the browser downloads no QR encoder. Error correction M, as
 * authenticator apps expect; a quiet zone of four modules.
 */
export function totpQrCodeDataUrl(totpUri: string): string {
  return toSvgDataURL(generate(totpUri, { minCorrectionLevel: correction.M }), { on: 'black', off: 'white', pad: 4 });
}
