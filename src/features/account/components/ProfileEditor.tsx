import { Button, Heading, Skeleton, Text } from '@ds';

// TEMPORARY placeholder (issue 16 frame): issue 17 replaces this file with the real editor.
export function ProfileEditor({ onBack }: { onBack(): void }) {
  return (
    <section aria-labelledby="profile-editor-title">
      <Heading as="h1" size="4" id="profile-editor-title" css={{ marginBottom: '$4' }}>
        Edit Your Profile
      </Heading>
      <Text tone="muted" css={{ marginBottom: '$4' }}>
        Profile editing is not available yet.
      </Text>
      <Skeleton shape="block" css={{ height: 160, marginBottom: '$5' }} />
      <Button variant="outline" onClick={onBack}>
        Back to My Account
      </Button>
    </section>
  );
}
