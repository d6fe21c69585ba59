// Same base as the catalog's product pictures (the catalog depends on the cart, not the reverse).
const IMAGE_BASE_URL: string = import.meta.env.VITE_IMAGE_BASE_URL || '/images/';

export const lineImageUrl = (imageIndex: number) => `${IMAGE_BASE_URL}${imageIndex}.png`;
