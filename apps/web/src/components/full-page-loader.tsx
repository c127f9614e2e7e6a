import { Center, Loader } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center mih="60vh">
      <Loader color="cedar" />
    </Center>
  );
}
