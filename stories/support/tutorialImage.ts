// A drawn stand-in for the iOS "add to home screen" tutorial image (no binary asset needed).
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">
<rect width="300" height="200" rx="12" fill="#24242e"/>
<rect x="20" y="150" width="260" height="36" rx="8" fill="#34343f"/>
<path d="M150 158v16M143 165l7-7 7 7" stroke="#e6b45a" stroke-width="3" fill="none" stroke-linecap="round"/>
<rect x="95" y="40" width="110" height="70" rx="10" fill="#1a1a22" stroke="#e6b45a" stroke-width="2"/>
<path d="M150 58v34M133 75h34" stroke="#e6b45a" stroke-width="4" stroke-linecap="round"/>
</svg>`;

export const iosTutorialImage = `data:image/svg+xml,${encodeURIComponent(svg)}`;
