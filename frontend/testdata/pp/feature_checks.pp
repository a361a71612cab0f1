int all_defined;
int type_traits;
int no_cxx11_features;
int extensions;
int no_builtins;
int wrapped;
int unreachable = 0;
