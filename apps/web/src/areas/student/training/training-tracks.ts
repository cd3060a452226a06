/** The StudentTraining tracks the spec names (§2), each with the lessons it covers. */
export interface TrainingTrack {
  heading: 'Java Development' | 'UI Design' | 'Digital Marketing';
  summary: string;
  lessons: readonly { title: string; minutes: number }[];
}

export const trainingTracks: readonly TrainingTrack[] = [
  {
    heading: 'Java Development',
    summary: 'From the first class to a small web service.',
    lessons: [
      { title: 'Java syntax, types and control flow', minutes: 45 },
      { title: 'Classes, interfaces and collections', minutes: 50 },
      { title: 'Building a REST service', minutes: 60 },
    ],
  },
  {
    heading: 'UI Design',
    summary: 'Layouts, type and colour that people can read and use.',
    lessons: [
      { title: 'Grids, spacing and hierarchy', minutes: 35 },
      { title: 'Colour, contrast and accessibility', minutes: 40 },
      { title: 'Prototyping a mobile screen', minutes: 55 },
    ],
  },
  {
    heading: 'Digital Marketing',
    summary: 'Reaching learners through search, social and e-mail.',
    lessons: [
      { title: 'Search engine basics', minutes: 30 },
      { title: 'Planning a social media calendar', minutes: 40 },
      { title: 'E-mail campaigns and measuring them', minutes: 45 },
    ],
  },
];
