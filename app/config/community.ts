// The channels embedded on /community.

/** Channels shown on /community; the same accounts as the footer's social links. */
export const COMMUNITY_EMBEDS = {
  twitchChannel: "brumesrp",
  discordServerId: "748213905561468958",
  twitterHandle: "BrumesRP",
  youtubePlaylistId: "PLq3bXkV0l7dS2cQ9nR4tW8yHfJ6mA1uZe",
  /** The timeline script is added while /community is shown; the id lets it be found and removed. */
  twitterScriptId: "twitter-widgets-script",
  twitterScriptUrl: "https://platform.twitter.com/widgets.js",
} as const;
