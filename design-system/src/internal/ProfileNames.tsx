/**
 * A person's name, title and @handle as the profile header and the twin cards show them
 * (components/ProfileHeader, components/TwinCard), each in its own direction: in an Arabic page an
 * English title keeps its full stop at its end and @ada stays @ada.
 */
export function ProfileNames({
  name,
  title,
  username,
  heading: Heading,
  classes,
}: {
  name: string;
  title?: string | null;
  username: string;
  heading: 'h1' | 'h2' | 'h3';
  /** The component's own classes for the block and each line. */
  classes: { names?: string; name?: string; title?: string; username?: string };
}) {
  return (
    <div className={classes.names}>
      <Heading className={classes.name}>
        <bdi>{name}</bdi>
      </Heading>
      {title?.trim() && (
        <p className={classes.title}>
          <bdi>{title}</bdi>
        </p>
      )}
      <p className={classes.username}>
        <bdi>@{username}</bdi>
      </p>
    </div>
  );
}
