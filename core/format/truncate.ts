// §9: brand 28 characters, product name or description 55, with three dots.
export const BRAND_MAX = 28;
export const NAME_MAX = 55;

export function truncate(text: string, max: number): string {
  const chars = Array.from(text); // count code points so emoji or combining text is not split in half
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}...`;
}

export const truncateBrand = (brand: string): string => truncate(brand, BRAND_MAX);
export const truncateName = (name: string): string => truncate(name, NAME_MAX);
