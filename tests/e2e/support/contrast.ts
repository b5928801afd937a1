// Color contrast as WCAG defines it, for the checks axe cannot make (text on a gradient).

/** WCAG contrast ratio of two "rgb(r, g, b)" colors. */
export function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
