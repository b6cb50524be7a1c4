// Sample data for the member, commerce and support stories: generated images (no network,
// no real people) and a neutral sample member.

/** A generated avatar: a gradient disc with an initial, as a data URI. */
export function sampleAvatar(initial: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,35%)"/>
</linearGradient></defs><rect width="96" height="96" fill="url(#g)"/>
<text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A generated picture for chat images and upload previews. */
export function samplePicture(label: string, hue: number, width = 240, height = 160): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="hsl(${hue},45%,30%)"/>
<circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.18}" fill="hsl(${hue},60%,60%)"/>
<path d="M0 ${height} L${width * 0.45} ${height * 0.45} L${width} ${height}z" fill="hsl(${hue},40%,45%)"/>
<text x="${width - 12}" y="${height - 12}" font-size="16" text-anchor="end" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const sampleMember = {
  nickname: '夜猫子',
  memberCode: '8A3F21',
  account: 'nc_8a3f21',
  password: 'k7q2m9x4',
  site: 'https://nocturne.example',
  email: 'help@nocturne.example',
};

export const longChinese =
  '这是一段很长很长的中文文本，用来检查在三百七十五像素宽的手机屏幕上换行、截断和对齐是否都正常，不会撑破布局也不会遮挡旁边的按钮';
