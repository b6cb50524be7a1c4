import { zhCNVip } from '@nocturne/core';

/** Slide colours, dark like the theme; one per pair of benefits. */
const TINTS = ['#3a2a14', '#2a1f3d', '#14303a', '#3a1428'];

function slideImage(title: string, line: string, tint: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 250"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#0f0f14"/></linearGradient></defs><rect width="750" height="250" fill="url(#g)"/><circle cx="640" cy="60" r="90" fill="#e6b45a" opacity="0.18"/><text x="48" y="120" font-family="Noto Sans CJK SC, PingFang SC, sans-serif" font-size="52" font-weight="700" fill="#e6b45a">${title}</text><text x="48" y="180" font-family="Noto Sans CJK SC, PingFang SC, sans-serif" font-size="32" fill="#f2f2f5">${line}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The VIP centre's benefit slider: the eight benefits, two to a slide, drawn from the catalogue. */
export const benefitSlides = TINTS.map((tint, index) => {
  const pair = zhCNVip.benefits.slice(index * 2, index * 2 + 2);
  const text = pair.join(' · ');
  return { id: index, image: slideImage(zhCNVip.benefitsTitle, text, tint), alt: text };
});
