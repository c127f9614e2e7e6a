import {
  IconBabyCarriage,
  IconBallFootball,
  IconBasket,
  IconBook,
  IconCategory,
  IconDeviceMobile,
  IconDiamond,
  IconHanger,
  IconHome,
  IconMoodKid,
  IconPerfume,
  IconShoe,
  IconShoppingBag,
  IconToolsKitchen2,
  type Icon,
} from '@tabler/icons-react';

/** The seed names each category's icon by a word; unknown words get the generic icon. */
const ICONS: Record<string, Icon> = {
  shirt: IconHanger,
  shoe: IconShoe,
  bag: IconShoppingBag,
  device: IconDeviceMobile,
  phone: IconDeviceMobile,
  home: IconHome,
  kitchen: IconToolsKitchen2,
  beauty: IconPerfume,
  perfume: IconPerfume,
  ring: IconDiamond,
  jewel: IconDiamond,
  watch: IconDiamond,
  food: IconBasket,
  sport: IconBallFootball,
  ball: IconBallFootball,
  toy: IconMoodKid,
  book: IconBook,
  baby: IconBabyCarriage,
};

export function CategoryIcon({ name, size = 18 }: { name: string | null; size?: number }) {
  const key = Object.keys(ICONS).find((word) => (name ?? '').toLowerCase().includes(word));
  const Component = key ? ICONS[key]! : IconCategory;
  return <Component size={size} stroke={1.6} />;
}
