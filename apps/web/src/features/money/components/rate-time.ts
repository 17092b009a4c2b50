// When a rate took effect, 'YYYY-MM-DD HH:mm' in the viewer's time zone, without dayjs: the
// public rate page stays light (dayjs rides with the member area's chunks).
const two = (value: number) => String(value).padStart(2, '0');

export function rateTime(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}
