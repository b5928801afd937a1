import "nadle";
