import localFont from 'next/font/local';

// Shipped in an npm package: the build never reaches a font CDN (see DESIGN.md, known traps).
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '200 900',
  display: 'swap',
});
